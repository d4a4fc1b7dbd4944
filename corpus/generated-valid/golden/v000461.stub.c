#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000461.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bias3_kernelm(unsigned long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot8PKc(const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow12_kernelffPii(float, float, int *, int);
static void __device_stub__Z13sift30_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend34fPfsPi(float, float *, short, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bias3_kernelm(unsigned long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned long))bias3_kernel)), 0U);}
# 8 "v000461.cu"
void bias3_kernel( unsigned long __cuda_0)
# 8 "v000461.cu"
{__device_stub__Z12bias3_kernelm( __cuda_0);
# 16 "v000461.cu"
}
# 1 "v000461.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot8PKc( const char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const char *))pivot8)), 0U); }
# 18 "v000461.cu"
void pivot8( const char *__cuda_0)
# 18 "v000461.cu"
{__device_stub__Z6pivot8PKc( __cuda_0);
# 26 "v000461.cu"
}
# 1 "v000461.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow12_kernelffPii( float __par0,  float __par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, float, int *, int))grow12_kernel)), 0U); }
# 28 "v000461.cu"
void grow12_kernel( float __cuda_0,float __cuda_1,int *__cuda_2,int __cuda_3)
# 28 "v000461.cu"
{__device_stub__Z13grow12_kernelffPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v000461.cu"
}
# 1 "v000461.cudafe1.stub.c"
static void __device_stub__Z13sift30_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))sift30_kernel)), 0U); }
# 68 "v000461.cu"
static void sift30_kernel( int __cuda_0)
# 68 "v000461.cu"
{__device_stub__Z13sift30_kerneli( __cuda_0);



}
# 1 "v000461.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend34fPfsPi( float __par0,  float *__par1,  short __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, float *, short, int *))blend34)), 0U); }
# 74 "v000461.cu"
void blend34( float __cuda_0,float *__cuda_1,short __cuda_2,int *__cuda_3)
# 74 "v000461.cu"
{__device_stub__Z7blend34fPfsPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 82 "v000461.cu"
}
# 1 "v000461.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(float, float *, short, int *))blend34), _Z7blend34fPfsPi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int))sift30_kernel), _Z13sift30_kerneli, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float, float, int *, int))grow12_kernel), _Z13grow12_kernelffPii, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(const char *))pivot8), _Z6pivot8PKc, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(unsigned long))bias3_kernel), _Z12bias3_kernelm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
