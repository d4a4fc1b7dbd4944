#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000702.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum4_kernelPKif(const int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step21_kernelid(int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep36Pt(unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13accum4_kernelPKif(const int *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, float))accum4_kernel)), 0U);}
# 10 "v000702.cu"
void accum4_kernel( const int *__cuda_0,float __cuda_1)
# 11 "v000702.cu"
{__device_stub__Z13accum4_kernelPKif( __cuda_0,__cuda_1);
# 21 "v000702.cu"
}
# 1 "v000702.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step21_kernelid( int __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, double))step21_kernel)), 0U); }
# 36 "v000702.cu"
void step21_kernel( int __cuda_0,double __cuda_1)
# 37 "v000702.cu"
{__device_stub__Z13step21_kernelid( __cuda_0,__cuda_1);
# 50 "v000702.cu"
}
# 1 "v000702.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep36Pt( unsigned short *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned short *))sweep36)), 0U); }
# 65 "v000702.cu"
void sweep36( unsigned short *__cuda_0)
# 66 "v000702.cu"
{__device_stub__Z7sweep36Pt( __cuda_0);
# 73 "v000702.cu"
}
# 1 "v000702.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned short *))sweep36), _Z7sweep36Pt, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, double))step21_kernel), _Z13step21_kernelid, 128); __cudaRegisterEntry(__T0, ((void ( *)(const int *, float))accum4_kernel), _Z13accum4_kernelPKif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
