int a;
enum
{
  A1
};
typedef enum
{
 B1 } T;
enum E
{
 C1
};
enum __attribute__((device_builtin))
{ D1 };
__attribute__((device)) inline void outer() { extern __attribute__((device)) void inner(int); inner(1); }
__attribute__((device)) __attribute__((noinline)) void outer2() { extern __attribute__((device)) int inner2(int); inner2(1); }
void hostf() { extern int inner3(int); inner3(1); }
__attribute__((host)) __attribute__((device)) void hd() { extern __attribute__((device)) void inner4(int); }
