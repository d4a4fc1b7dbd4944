#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001126.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot4_kerneliPiPf(int, int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick16cib(char, int, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth31PKaPKtPf(const signed char *, const unsigned short *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp37Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot4_kerneliPiPf(int __par0, int *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, float *))pivot4_kernel)), 0U);}
# 11 "v001126.cu"
void pivot4_kernel( int __cuda_0,int *__cuda_1,float *__cuda_2)
# 12 "v001126.cu"
{__device_stub__Z13pivot4_kerneliPiPf( __cuda_0,__cuda_1,__cuda_2);
# 25 "v001126.cu"
}
# 1 "v001126.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick16cib( char __par0,  int __par1,  bool __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(char, int, bool))kick16)), 0U); }
# 31 "v001126.cu"
void kick16( char __cuda_0,int __cuda_1,bool __cuda_2)
# 32 "v001126.cu"
{__device_stub__Z6kick16cib( __cuda_0,__cuda_1,__cuda_2);
# 43 "v001126.cu"
}
# 1 "v001126.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth31PKaPKtPf( const signed char *__par0,  const unsigned short *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const signed char *, const unsigned short *, float *))smooth31)), 0U); }
# 47 "v001126.cu"
void smooth31( const signed char *__cuda_0,const unsigned short *__cuda_1,float *__cuda_2)
# 48 "v001126.cu"
{__device_stub__Z8smooth31PKaPKtPf( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001126.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp37Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))clamp37)), 0U); }
# 53 "v001126.cu"
void clamp37( int *__cuda_0)
# 54 "v001126.cu"
{__device_stub__Z7clamp37Pi( __cuda_0);
# 75 "v001126.cu"
}
# 1 "v001126.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *))clamp37), _Z7clamp37Pi, 64); __cudaRegisterEntry(__T4, ((void ( *)(const signed char *, const unsigned short *, float *))smooth31), _Z8smooth31PKaPKtPf, 32); __cudaRegisterEntry(__T4, ((void ( *)(char, int, bool))kick16), _Z6kick16cib, 128); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, float *))pivot4_kernel), _Z13pivot4_kerneliPiPf, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
