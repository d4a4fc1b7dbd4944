#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000680.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge5_kernelPfbPiS0_(float *, bool, int *, int *);
static void __device_stub__Z14accum12_kerneliPiS_(int, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth25_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split28_kernelPdPf(double *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge5_kernelPfbPiS0_(float *__par0, bool __par1, int *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, bool, int *, int *))merge5_kernel)), 0U);}
# 16 "v000680.cu"
void merge5_kernel( float *__cuda_0,bool __cuda_1,int *__cuda_2,int *__cuda_3)
# 17 "v000680.cu"
{__device_stub__Z13merge5_kernelPfbPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000680.cudafe1.stub.c"
static void __device_stub__Z14accum12_kerneliPiS_( int __par0,  int *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, int *))accum12_kernel)), 0U); }
# 24 "v000680.cu"
static void accum12_kernel( int __cuda_0,int *__cuda_1,int *__cuda_2)
# 25 "v000680.cu"
{__device_stub__Z14accum12_kerneliPiS_( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000680.cu"
}
# 1 "v000680.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth25_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))smooth25_kernel)), 0U); }
# 45 "v000680.cu"
void smooth25_kernel( int __cuda_0)
# 46 "v000680.cu"
{__device_stub__Z15smooth25_kerneli( __cuda_0);
# 54 "v000680.cu"
}
# 1 "v000680.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split28_kernelPdPf( double *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, float *))split28_kernel)), 0U); }
# 56 "v000680.cu"
void split28_kernel( double *__cuda_0,float *__cuda_1)
# 57 "v000680.cu"
{__device_stub__Z14split28_kernelPdPf( __cuda_0,__cuda_1);
# 64 "v000680.cu"
}
# 1 "v000680.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, float *))split28_kernel), _Z14split28_kernelPdPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))smooth25_kernel), _Z15smooth25_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, int *))accum12_kernel), _Z14accum12_kerneliPiS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, bool, int *, int *))merge5_kernel), _Z13merge5_kernelPfbPiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
