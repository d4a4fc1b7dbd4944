#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001920.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread9_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelPKfPsPKdd(const float *, short *, const double *__restrict__, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread9_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))spread9_kernel)), 0U);}
# 18 "v001920.cu"
void spread9_kernel( int __cuda_0)
# 18 "v001920.cu"
{__device_stub__Z14spread9_kerneli( __cuda_0);


}
# 1 "v001920.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelPKfPsPKdd( const float *__par0,  short *__par1,  const double *__restrict__ __par2,  double __par3) {  const double *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, short *, const double *__restrict__, double))step13_kernel)), 0U); }
# 22 "v001920.cu"
void step13_kernel( const float *__cuda_0,short *__cuda_1,const double *__restrict__ __cuda_2,double __cuda_3)
# 22 "v001920.cu"
{__device_stub__Z13step13_kernelPKfPsPKdd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v001920.cu"
}
# 1 "v001920.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const float *, short *, const double *__restrict__, double))step13_kernel), _Z13step13_kernelPKfPsPKdd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))spread9_kernel), _Z14spread9_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
