import en from './en.json';
import zh from './zh.json';

describe('message catalogues (docs/architecture.md, "Languages")', () => {
  it('hold the same keys in zh and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('hold no empty message', () => {
    for (const catalogue of [zh, en]) {
      for (const [key, text] of Object.entries(catalogue))
        expect({ key, text }).toEqual({ key, text: expect.stringMatching(/\S/) });
    }
  });

  it('hold the generic "this field is required" (docs/behaviour.md, "Forms")', () => {
    expect([zh['form.required'], en['form.required']]).toEqual(['此项为必填项', 'This field is required.']);
  });
});
