#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000820.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot5_kerneliiaPd(int, int, signed char, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum48_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae15gather15_kernelEPiPKfPf(int *__restrict__, const float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot5_kerneliiaPd(int __par0, int __par1, signed char __par2, double *__restrict__ __par3){ double *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, signed char, double *__restrict__))pivot5_kernel)), 0U);}
# 15 "v000820.cu"
void pivot5_kernel( int __cuda_0,int __cuda_1,signed char __cuda_2,double *__restrict__ __cuda_3)
# 15 "v000820.cu"
{__device_stub__Z13pivot5_kerneliiaPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000820.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum48_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))accum48_kernel)), 0U); }
# 82 "v000820.cu"
void accum48_kernel( int __cuda_0)
# 82 "v000820.cu"
{__device_stub__Z14accum48_kerneli( __cuda_0);
# 92 "v000820.cu"
}
# 1 "v000820.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae15gather15_kernelEPiPKfPf( int *__restrict__ __par0,  const float *__par1,  float *__par2) {  int *__T4;
__cudaLaunchPrologue(3); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const float *, float *))_NV_ANON_NAMESPACE::gather15_kernel)), 0U); }
# 25 "v000820.cu"
void _NV_ANON_NAMESPACE::gather15_kernel( int *__restrict__ __cuda_0,const float *__cuda_1,float *__cuda_2)
# 25 "v000820.cu"
{__device_stub__ZN43_GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae15gather15_kernelEPiPKfPf( __cuda_0,__cuda_1,__cuda_2);
# 33 "v000820.cu"
}
# 1 "v000820.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, const float *, float *))_NV_ANON_NAMESPACE::gather15_kernel), _ZN43_GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae15gather15_kernelEPiPKfPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))accum48_kernel), _Z14accum48_kerneli, 256); __cudaRegisterEntry(__T5, ((void ( *)(int, int, signed char, double *__restrict__))pivot5_kernel), _Z13pivot5_kerneliiaPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
