#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002014.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack6PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step12_kernelPfsPKfPi(float *, short, const float *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl2515filter30_kernelEi(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack6PKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))pack6)), 0U);}
# 11 "v002014.cu"
void pack6( const float *__cuda_0)
# 11 "v002014.cu"
{__device_stub__Z5pack6PKf( __cuda_0);
# 23 "v002014.cu"
}
# 1 "v002014.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step12_kernelPfsPKfPi( float *__par0,  short __par1,  const float *__restrict__ __par2,  int *__par3) {  const float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, short, const float *__restrict__, int *))step12_kernel)), 0U); }
# 25 "v002014.cu"
void step12_kernel( float *__cuda_0,short __cuda_1,const float *__restrict__ __cuda_2,int *__cuda_3)
# 25 "v002014.cu"
{__device_stub__Z13step12_kernelPfsPKfPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v002014.cu"
}
# 1 "v002014.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl2515filter30_kernelEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))impl25::filter30_kernel)), 0U); }
# 51 "v002014.cu"
void impl25::filter30_kernel( int __cuda_0)
# 51 "v002014.cu"
{__device_stub__ZN6impl2515filter30_kernelEi( __cuda_0);
# 63 "v002014.cu"
}
# 1 "v002014.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))impl25::filter30_kernel), _ZN6impl2515filter30_kernelEi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, short, const float *__restrict__, int *))step12_kernel), _Z13step12_kernelPfsPKfPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *))pack6), _Z5pack6PKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
