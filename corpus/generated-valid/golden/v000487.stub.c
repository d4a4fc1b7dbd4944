#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000487.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8combine2iPd(int, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick9_kernelPfS_Pi(float *, float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift17_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank35PfPKiPiS2_(float *, const int *, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade42iPKf(int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8combine2iPd(int __par0, double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, double *))combine2)), 0U);}
# 8 "v000487.cu"
void combine2( int __cuda_0,double *__cuda_1)
# 8 "v000487.cu"
{__device_stub__Z8combine2iPd( __cuda_0,__cuda_1);
# 21 "v000487.cu"
}
# 1 "v000487.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12kick9_kernelPfS_Pi( float *__par0,  float *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, float *, int *))kick9_kernel)), 0U); }
# 23 "v000487.cu"
void kick9_kernel( float *__cuda_0,float *__cuda_1,int *__cuda_2)
# 23 "v000487.cu"
{__device_stub__Z12kick9_kernelPfS_Pi( __cuda_0,__cuda_1,__cuda_2);
# 32 "v000487.cu"
}
# 1 "v000487.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift17_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))sift17_kernel)), 0U); }
# 34 "v000487.cu"
void sift17_kernel( const float *__cuda_0)
# 34 "v000487.cu"
{__device_stub__Z13sift17_kernelPKf( __cuda_0);
# 44 "v000487.cu"
}
# 1 "v000487.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank35PfPKiPiS2_( float *__par0,  const int *__par1,  int *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, const int *, int *, int *))rank35)), 0U); }
# 69 "v000487.cu"
void rank35( float *__cuda_0,const int *__cuda_1,int *__cuda_2,int *__cuda_3)
# 69 "v000487.cu"
{__device_stub__Z6rank35PfPKiPiS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000487.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade42iPKf( int __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const float *))shade42)), 0U); }
# 76 "v000487.cu"
void shade42( int __cuda_0,const float *__cuda_1)
# 76 "v000487.cu"
{__device_stub__Z7shade42iPKf( __cuda_0,__cuda_1);
# 90 "v000487.cu"
}
# 1 "v000487.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, const float *))shade42), _Z7shade42iPKf, 1024); __cudaRegisterEntry(__T6, ((void ( *)(float *, const int *, int *, int *))rank35), _Z6rank35PfPKiPiS2_, 256); __cudaRegisterEntry(__T6, ((void ( *)(const float *))sift17_kernel), _Z13sift17_kernelPKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, float *, int *))kick9_kernel), _Z12kick9_kernelPfS_Pi, 64); __cudaRegisterEntry(__T6, ((void ( *)(int, double *))combine2), _Z8combine2iPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
