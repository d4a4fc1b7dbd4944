#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000269.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather9iPiPKhf(int, int *, const unsigned char *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge18i(int);
static void __device_stub__Z9stencil24fPfPji(float, float *__restrict__, unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot37_kernelPt(unsigned short *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather9iPiPKhf(int __par0, int *__par1, const unsigned char *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, const unsigned char *, float))gather9)), 0U);}
# 20 "v000269.cu"
void gather9( int __cuda_0,int *__cuda_1,const unsigned char *__cuda_2,float __cuda_3)
# 20 "v000269.cu"
{__device_stub__Z7gather9iPiPKhf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v000269.cu"
}
# 1 "v000269.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge18i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))merge18)), 0U); }
# 51 "v000269.cu"
void merge18( int __cuda_0)
# 51 "v000269.cu"
{__device_stub__Z7merge18i( __cuda_0);
# 59 "v000269.cu"
}
# 1 "v000269.cudafe1.stub.c"
static void __device_stub__Z9stencil24fPfPji( float __par0,  float *__restrict__ __par1,  unsigned *__par2,  int __par3) {  float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, float *__restrict__, unsigned *, int))stencil24)), 0U); }
# 63 "v000269.cu"
static void stencil24( float __cuda_0,float *__restrict__ __cuda_1,unsigned *__cuda_2,int __cuda_3)
# 63 "v000269.cu"
{__device_stub__Z9stencil24fPfPji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 69 "v000269.cu"
}
# 1 "v000269.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot37_kernelPt( unsigned short *__restrict__ __par0) {  unsigned short *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned short *__restrict__))pivot37_kernel)), 0U); }
# 82 "v000269.cu"
void pivot37_kernel( unsigned short *__restrict__ __cuda_0)
# 82 "v000269.cu"
{__device_stub__Z14pivot37_kernelPt( __cuda_0);
# 94 "v000269.cu"
}
# 1 "v000269.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned short *__restrict__))pivot37_kernel), _Z14pivot37_kernelPt, 128); __cudaRegisterEntry(__T4, ((void ( *)(float, float *__restrict__, unsigned *, int))stencil24), _Z9stencil24fPfPji, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))merge18), _Z7merge18i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, const unsigned char *, float))gather9), _Z7gather9iPiPKhf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_grow23,::c_grow23), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
