#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000402.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp12_kernelPiPf(int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_step34Pfi(float *, int);
static void __device_stub__Z7tally35PlilPi(long *, int, long, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp12_kernelPiPf(int *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, float *))clamp12_kernel)), 0U);}
# 23 "v000402.cu"
void clamp12_kernel( int *__cuda_0,float *__cuda_1)
# 23 "v000402.cu"
{__device_stub__Z14clamp12_kernelPiPf( __cuda_0,__cuda_1);
# 31 "v000402.cu"
}
# 1 "v000402.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_step34Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_step34)), 0U); }
# 77 "v000402.cu"
void map_step34( float *__cuda_0,int __cuda_1)
# 77 "v000402.cu"
{__device_stub__Z10map_step34Pfi( __cuda_0,__cuda_1); }
# 1 "v000402.cudafe1.stub.c"
static void __device_stub__Z7tally35PlilPi( long *__par0,  int __par1,  long __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, int, long, int *))tally35)), 0U); }
# 79 "v000402.cu"
static void tally35( long *__cuda_0,int __cuda_1,long __cuda_2,int *__cuda_3)
# 79 "v000402.cu"
{__device_stub__Z7tally35PlilPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 87 "v000402.cu"
}
# 1 "v000402.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, int, long, int *))tally35), _Z7tally35PlilPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_step34), _Z10map_step34Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *))clamp12_kernel), _Z14clamp12_kernelPiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
