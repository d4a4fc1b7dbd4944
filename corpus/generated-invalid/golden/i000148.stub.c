#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000148.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend6_kernelPlii(long *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally15_kerneli(int);
static void __device_stub__Z13fold32_kernelPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11uses_host41Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend6_kernelPlii(long *__par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(long *, int, int))blend6_kernel)), 0U);}
# 18 "i000148.cu"
void blend6_kernel( long *__cuda_0,int __cuda_1,int __cuda_2)
# 18 "i000148.cu"
{__device_stub__Z13blend6_kernelPlii( __cuda_0,__cuda_1,__cuda_2);
# 28 "i000148.cu"
}
# 1 "i000148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally15_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))tally15_kernel)), 0U); }
# 32 "i000148.cu"
void tally15_kernel( int __cuda_0)
# 32 "i000148.cu"
{__device_stub__Z14tally15_kerneli( __cuda_0);


}
# 1 "i000148.cudafe1.stub.c"
static void __device_stub__Z13fold32_kernelPKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))fold32_kernel)), 0U); }
# 65 "i000148.cu"
static void fold32_kernel( const double *__cuda_0)
# 65 "i000148.cu"
{__device_stub__Z13fold32_kernelPKd( __cuda_0);
# 72 "i000148.cu"
}
# 1 "i000148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11uses_host41Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))uses_host41)), 0U); }
# 86 "i000148.cu"
void uses_host41( int *__cuda_0)
# 87 "i000148.cu"
{__device_stub__Z11uses_host41Pi( __cuda_0);

}
# 1 "i000148.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int *))uses_host41), _Z11uses_host41Pi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const double *))fold32_kernel), _Z13fold32_kernelPKd, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int))tally15_kernel), _Z14tally15_kerneli, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(long *, int, int))blend6_kernel), _Z13blend6_kernelPlii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
