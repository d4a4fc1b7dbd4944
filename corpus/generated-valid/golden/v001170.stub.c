#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001170.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp2iii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix9PKciih(const char *, int, int, unsigned char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank26_kernelPKif(const int *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp31_kernelPfPKd(float *__restrict__, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp2iii(int __par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, int))warp2)), 0U);}
# 7 "v001170.cu"
void warp2( int __cuda_0,int __cuda_1,int __cuda_2)
# 8 "v001170.cu"
{__device_stub__Z5warp2iii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001170.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z4mix9PKciih( const char *__par0,  int __par1,  int __par2,  unsigned char __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const char *, int, int, unsigned char))mix9)), 0U); }
# 15 "v001170.cu"
void mix9( const char *__cuda_0,int __cuda_1,int __cuda_2,unsigned char __cuda_3)
# 16 "v001170.cu"
{__device_stub__Z4mix9PKciih( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001170.cu"
}
# 1 "v001170.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank26_kernelPKif( const int *__restrict__ __par0,  float __par1) {  const int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, float))rank26_kernel)), 0U); }
# 54 "v001170.cu"
void rank26_kernel( const int *__restrict__ __cuda_0,float __cuda_1)
# 55 "v001170.cu"
{__device_stub__Z13rank26_kernelPKif( __cuda_0,__cuda_1);
# 62 "v001170.cu"
}
# 1 "v001170.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp31_kernelPfPKd( float *__restrict__ __par0,  const double *__par1) {  float *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, const double *))clamp31_kernel)), 0U); }
# 65 "v001170.cu"
void clamp31_kernel( float *__restrict__ __cuda_0,const double *__cuda_1)
# 66 "v001170.cu"
{__device_stub__Z14clamp31_kernelPfPKd( __cuda_0,__cuda_1);



}
# 1 "v001170.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, const double *))clamp31_kernel), _Z14clamp31_kernelPfPKd, 512); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, float))rank26_kernel), rank26_kernel, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const char *, int, int, unsigned char))mix9), mix9, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, int))warp2), _Z5warp2iii, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_drift18,::d_drift18), 0, 64UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(d_combine36,::d_combine36), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
