#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000410.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift5ciPi(char, int, int *);
static void __device_stub__Z14sweep20_kerneliPdPKi(int, double *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift5ciPi(char __par0, int __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(char, int, int *))drift5)), 0U);}
# 21 "v000410.cu"
void drift5( char __cuda_0,int __cuda_1,int *__cuda_2)
# 21 "v000410.cu"
{__device_stub__Z6drift5ciPi( __cuda_0,__cuda_1,__cuda_2);
# 30 "v000410.cu"
}
# 1 "v000410.cudafe1.stub.c"
static void __device_stub__Z14sweep20_kerneliPdPKi( int __par0,  double *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *, const int *))sweep20_kernel)), 0U); }
# 33 "v000410.cu"
static void sweep20_kernel( int __cuda_0,double *__cuda_1,const int *__cuda_2)
# 33 "v000410.cu"
{__device_stub__Z14sweep20_kerneliPdPKi( __cuda_0,__cuda_1,__cuda_2);
# 42 "v000410.cu"
}
# 1 "v000410.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, double *, const int *))sweep20_kernel), _Z14sweep20_kerneliPdPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(char, int, int *))drift5), _Z6drift5ciPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
