#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002170.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend3_kernelPji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend8PiPKl(int *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend3_kernelPji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))blend3_kernel)), 0U);}
# 8 "v002170.cu"
void blend3_kernel( unsigned *__cuda_0,int __cuda_1)
# 8 "v002170.cu"
{__device_stub__Z13blend3_kernelPji( __cuda_0,__cuda_1);
# 25 "v002170.cu"
}
# 1 "v002170.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6blend8PiPKl( int *__par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const long *))blend8)), 0U); }
# 28 "v002170.cu"
void blend8( int *__cuda_0,const long *__cuda_1)
# 28 "v002170.cu"
{__device_stub__Z6blend8PiPKl( __cuda_0,__cuda_1);
# 37 "v002170.cu"
}
# 1 "v002170.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *, const long *))blend8), _Z6blend8PiPKl, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned *, int))blend3_kernel), _Z13blend3_kernelPji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
