#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002252.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update5_kernelPiPd(int *__restrict__, double *);
static void __device_stub__Z13norm12_kernelPKiil(const int *, int, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update5_kernelPiPd(int *__restrict__ __par0, double *__par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, double *))update5_kernel)), 0U);}
# 10 "v002252.cu"
void update5_kernel( int *__restrict__ __cuda_0,double *__cuda_1)
# 11 "v002252.cu"
{__device_stub__Z14update5_kernelPiPd( __cuda_0,__cuda_1);
# 22 "v002252.cu"
}
# 1 "v002252.cudafe1.stub.c"
static void __device_stub__Z13norm12_kernelPKiil( const int *__par0,  int __par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, long))norm12_kernel)), 0U); }
# 24 "v002252.cu"
static void norm12_kernel( const int *__cuda_0,int __cuda_1,long __cuda_2)
# 25 "v002252.cu"
{__device_stub__Z13norm12_kernelPKiil( __cuda_0,__cuda_1,__cuda_2);
# 41 "v002252.cu"
}
# 1 "v002252.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, int, long))norm12_kernel), _Z13norm12_kernelPKiil, 512); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, double *))update5_kernel), _Z14update5_kernelPiPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
