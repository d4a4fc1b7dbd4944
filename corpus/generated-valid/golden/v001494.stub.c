#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001494.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally6Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum18_kernelPmPi(unsigned long *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix23i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump28_kernelPiPKfi(int *, const float *, int);
static void __device_stub__Z6bias33i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally6Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))tally6)), 0U);}
# 16 "v001494.cu"
void tally6( int *__cuda_0)
# 16 "v001494.cu"
{__device_stub__Z6tally6Pi( __cuda_0);
# 26 "v001494.cu"
}
# 1 "v001494.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum18_kernelPmPi( unsigned long *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long *, int *))accum18_kernel)), 0U); }
# 42 "v001494.cu"
void accum18_kernel( unsigned long *__cuda_0,int *__cuda_1)
# 42 "v001494.cu"
{__device_stub__Z14accum18_kernelPmPi( __cuda_0,__cuda_1);



}
# 1 "v001494.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix23i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))mix23)), 0U); }
# 48 "v001494.cu"
void mix23( int __cuda_0)
# 48 "v001494.cu"
{__device_stub__Z5mix23i( __cuda_0);
# 60 "v001494.cu"
}
# 1 "v001494.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump28_kernelPiPKfi( int *__par0,  const float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const float *, int))bump28_kernel)), 0U); }
# 62 "v001494.cu"
void bump28_kernel( int *__cuda_0,const float *__cuda_1,int __cuda_2)
# 62 "v001494.cu"
{__device_stub__Z13bump28_kernelPiPKfi( __cuda_0,__cuda_1,__cuda_2);
# 72 "v001494.cu"
}
# 1 "v001494.cudafe1.stub.c"
static void __device_stub__Z6bias33i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))bias33)), 0U); }
# 74 "v001494.cu"
static void bias33( int __cuda_0)
# 74 "v001494.cu"
{__device_stub__Z6bias33i( __cuda_0);
# 84 "v001494.cu"
}
# 1 "v001494.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))bias33), _Z6bias33i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const float *, int))bump28_kernel), _Z13bump28_kernelPiPKfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))mix23), _Z5mix23i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, int *))accum18_kernel), _Z14accum18_kernelPmPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))tally6), _Z6tally6Pi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_decay5,::c_decay5), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
