#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000688.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum4PijS_(int *, unsigned, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay11Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum16PiPc(int *, char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep23_kernelPfPiPjS0_(float *, int *, unsigned *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp32_kerneliPlPKfPKd(int, long *, const float *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum4PijS_(int *__par0, unsigned __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned, int *))accum4)), 0U);}
# 9 "v000688.cu"
void accum4( int *__cuda_0,unsigned __cuda_1,int *__cuda_2)
# 10 "v000688.cu"
{__device_stub__Z6accum4PijS_( __cuda_0,__cuda_1,__cuda_2);
# 25 "v000688.cu"
}
# 1 "v000688.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay11Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))decay11)), 0U); }
# 28 "v000688.cu"
void decay11( int *__cuda_0)
# 29 "v000688.cu"
{__device_stub__Z7decay11Pi( __cuda_0);




}
# 1 "v000688.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum16PiPc( int *__par0,  char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, char *))accum16)), 0U); }
# 36 "v000688.cu"
void accum16( int *__cuda_0,char *__cuda_1)
# 37 "v000688.cu"
{__device_stub__Z7accum16PiPc( __cuda_0,__cuda_1);
# 45 "v000688.cu"
}
# 1 "v000688.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep23_kernelPfPiPjS0_( float *__par0,  int *__par1,  unsigned *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, int *, unsigned *, int *))sweep23_kernel)), 0U); }
# 47 "v000688.cu"
void sweep23_kernel( float *__cuda_0,int *__cuda_1,unsigned *__cuda_2,int *__cuda_3)
# 48 "v000688.cu"
{__device_stub__Z14sweep23_kernelPfPiPjS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v000688.cu"
}
# 1 "v000688.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp32_kerneliPlPKfPKd( int __par0,  long *__par1,  const float *__par2,  const double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, long *, const float *, const double *))clamp32_kernel)), 0U); }
# 59 "v000688.cu"
void clamp32_kernel( int __cuda_0,long *__cuda_1,const float *__cuda_2,const double *__cuda_3)
# 60 "v000688.cu"
{__device_stub__Z14clamp32_kerneliPlPKfPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 70 "v000688.cu"
}
# 1 "v000688.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, long *, const float *, const double *))clamp32_kernel), _Z14clamp32_kerneliPlPKfPKd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, int *, unsigned *, int *))sweep23_kernel), _Z14sweep23_kernelPfPiPjS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, char *))accum16), _Z7accum16PiPc, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))decay11), _Z7decay11Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, unsigned, int *))accum4), _Z6accum4PijS_, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_accum10,::d_accum10), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
