#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002049.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread6_kerneliPKi(int, const int *);
static void __device_stub__Z14march14_kernelPjS_ii(unsigned *, unsigned *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp25PKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread6_kerneliPKi(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))spread6_kernel)), 0U);}
# 14 "v002049.cu"
void spread6_kernel( int __cuda_0,const int *__cuda_1)
# 14 "v002049.cu"
{__device_stub__Z14spread6_kerneliPKi( __cuda_0,__cuda_1);
# 26 "v002049.cu"
}
# 1 "v002049.cudafe1.stub.c"
static void __device_stub__Z14march14_kernelPjS_ii( unsigned *__par0,  unsigned *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned *, int, int))march14_kernel)), 0U); }
# 27 "v002049.cu"
static void march14_kernel( unsigned *__cuda_0,unsigned *__cuda_1,int __cuda_2,int __cuda_3)
# 27 "v002049.cu"
{__device_stub__Z14march14_kernelPjS_ii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "v002049.cu"
}
# 1 "v002049.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp25PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))lerp25)), 0U); }
# 36 "v002049.cu"
void lerp25( const int *__cuda_0)
# 36 "v002049.cu"
{__device_stub__Z6lerp25PKi( __cuda_0);
# 43 "v002049.cu"
}
# 1 "v002049.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *))lerp25), _Z6lerp25PKi, 32); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, unsigned *, int, int))march14_kernel), _Z14march14_kernelPjS_ii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const int *))spread6_kernel), _Z14spread6_kerneliPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
