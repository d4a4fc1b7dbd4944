#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002286.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5step7PfPiij(float *__restrict__, int *__restrict__, int, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow13_kernelPiS_ii(int *__restrict__, int *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold26_kernelPiS_(int *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5step7PfPiij(float *__restrict__ __par0, int *__restrict__ __par1, int __par2, unsigned __par3){ float *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int *__restrict__, int, unsigned))step7)), 0U);}
# 19 "v002286.cu"
void step7( float *__restrict__ __cuda_0,int *__restrict__ __cuda_1,int __cuda_2,unsigned __cuda_3)
# 19 "v002286.cu"
{__device_stub__Z5step7PfPiij( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v002286.cu"
}
# 1 "v002286.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow13_kernelPiS_ii( int *__restrict__ __par0,  int *__par1,  int __par2,  int __par3) {  int *__T2;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int *, int, int))grow13_kernel)), 0U); }
# 30 "v002286.cu"
void grow13_kernel( int *__restrict__ __cuda_0,int *__cuda_1,int __cuda_2,int __cuda_3)
# 30 "v002286.cu"
{__device_stub__Z13grow13_kernelPiS_ii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v002286.cu"
}
# 1 "v002286.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold26_kernelPiS_( int *__restrict__ __par0,  int *__par1) {  int *__T3;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int *))fold26_kernel)), 0U); }
# 44 "v002286.cu"
void fold26_kernel( int *__restrict__ __cuda_0,int *__cuda_1)
# 44 "v002286.cu"
{__device_stub__Z13fold26_kernelPiS_( __cuda_0,__cuda_1);
# 56 "v002286.cu"
}
# 1 "v002286.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int *))fold26_kernel), _Z13fold26_kernelPiS_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int *, int, int))grow13_kernel), _Z13grow13_kernelPiS_ii, 512UL); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, int *__restrict__, int, unsigned))step7), _Z5step7PfPiij, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
