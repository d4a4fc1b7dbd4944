#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001746.fatbin.c"
static void __device_stub__Z13pivot3_kernelPfS_S_Pi(float *, float *, float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count14_kerneli7Color10PKf(int, enum Color10, const float *);
static void __device_stub__Z15gather27_kernelPx(long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13pivot3_kernelPfS_S_Pi(float *__par0, float *__par1, float *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, float *, float *, int *))pivot3_kernel)), 0U);}
# 8 "v001746.cu"
static void pivot3_kernel( float *__cuda_0,float *__cuda_1,float *__cuda_2,int *__cuda_3)
# 8 "v001746.cu"
{__device_stub__Z13pivot3_kernelPfS_S_Pi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 14 "v001746.cu"
}
# 1 "v001746.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count14_kerneli7Color10PKf( int __par0,  enum Color10 __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, enum Color10, const float *))count14_kernel)), 0U); }
# 17 "v001746.cu"
void count14_kernel( int __cuda_0,enum ::Color10 __cuda_1,const float *__cuda_2)
# 17 "v001746.cu"
{__device_stub__Z14count14_kerneli7Color10PKf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001746.cudafe1.stub.c"
static void __device_stub__Z15gather27_kernelPx( long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long *))gather27_kernel)), 0U); }
# 37 "v001746.cu"
static void gather27_kernel( long long *__cuda_0)
# 37 "v001746.cu"
{__device_stub__Z15gather27_kernelPx( __cuda_0);
# 47 "v001746.cu"
}
# 1 "v001746.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long long *))gather27_kernel), _Z15gather27_kernelPx, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, enum Color10, const float *))count14_kernel), _Z14count14_kerneli7Color10PKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, float *, float *, int *))pivot3_kernel), _Z13pivot3_kernelPfS_S_Pi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_step26,::d_step26), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
