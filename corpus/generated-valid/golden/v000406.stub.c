#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000406.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep5_kernelPff(float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick16_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum22_kernelPdij(double *, int, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep5_kernelPff(float *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, float))sweep5_kernel)), 0U);}
# 10 "v000406.cu"
void sweep5_kernel( float *__cuda_0,float __cuda_1)
# 10 "v000406.cu"
{__device_stub__Z13sweep5_kernelPff( __cuda_0,__cuda_1);
# 25 "v000406.cu"
}
# 1 "v000406.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick16_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))kick16_kernel)), 0U); }
# 28 "v000406.cu"
void kick16_kernel( const float *__cuda_0)
# 28 "v000406.cu"
{__device_stub__Z13kick16_kernelPKf( __cuda_0);
# 34 "v000406.cu"
}
# 1 "v000406.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum22_kernelPdij( double *__par0,  int __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(double *, int, unsigned))accum22_kernel)), 0U); }
# 36 "v000406.cu"
void accum22_kernel( double *__cuda_0,int __cuda_1,unsigned __cuda_2)
# 36 "v000406.cu"
{__device_stub__Z14accum22_kernelPdij( __cuda_0,__cuda_1,__cuda_2);
# 48 "v000406.cu"
}
# 1 "v000406.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(double *, int, unsigned))accum22_kernel), _Z14accum22_kernelPdij, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *))kick16_kernel), _Z13kick16_kernelPKf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, float))sweep5_kernel), _Z13sweep5_kernelPff, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_reduce15,::d_reduce15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
