#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000339.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift1_kernelPKfPKdPi(const float *, const double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9stencil13i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp21idiPf(int, double, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale29_kernelPKiPKf(const int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow35_kernelPfPKfPi(float *, const float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix41_kernelmi(unsigned long, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift1_kernelPKfPKdPi(const float *__par0, const double *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, const double *, int *))sift1_kernel)), 0U);}
# 5 "v000339.cu"
void sift1_kernel( const float *__cuda_0,const double *__cuda_1,int *__cuda_2)
# 5 "v000339.cu"
{__device_stub__Z12sift1_kernelPKfPKdPi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9stencil13i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))stencil13)), 0U); }
# 19 "v000339.cu"
void stencil13( int __cuda_0)
# 19 "v000339.cu"
{__device_stub__Z9stencil13i( __cuda_0);




}
# 1 "v000339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp21idiPf( int __par0,  double __par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double, int, float *))clamp21)), 0U); }
# 37 "v000339.cu"
void clamp21( int __cuda_0,double __cuda_1,int __cuda_2,float *__cuda_3)
# 37 "v000339.cu"
{__device_stub__Z7clamp21idiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v000339.cu"
}
# 1 "v000339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale29_kernelPKiPKf( const int *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, const float *))scale29_kernel)), 0U); }
# 49 "v000339.cu"
void scale29_kernel( const int *__cuda_0,const float *__cuda_1)
# 49 "v000339.cu"
{__device_stub__Z14scale29_kernelPKiPKf( __cuda_0,__cuda_1);
# 55 "v000339.cu"
}
# 1 "v000339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow35_kernelPfPKfPi( float *__par0,  const float *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, int *))grow35_kernel)), 0U); }
# 57 "v000339.cu"
void grow35_kernel( float *__cuda_0,const float *__cuda_1,int *__cuda_2)
# 57 "v000339.cu"
{__device_stub__Z13grow35_kernelPfPKfPi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000339.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix41_kernelmi( unsigned long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long, int))mix41_kernel)), 0U); }
# 63 "v000339.cu"
void mix41_kernel( unsigned long __cuda_0,int __cuda_1)
# 63 "v000339.cu"
{__device_stub__Z12mix41_kernelmi( __cuda_0,__cuda_1);
# 74 "v000339.cu"
}
# 1 "v000339.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long, int))mix41_kernel), _Z12mix41_kernelmi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const float *, int *))grow35_kernel), _Z13grow35_kernelPfPKfPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const float *))scale29_kernel), _Z14scale29_kernelPKiPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, double, int, float *))clamp21), _Z7clamp21idiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))stencil13), _Z9stencil13i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const double *, int *))sift1_kernel), _Z12sift1_kernelPKfPKdPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
