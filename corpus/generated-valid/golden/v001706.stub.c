#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001706.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep7_kernelfjPd(float, unsigned, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth15Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump27PKjPfi(const unsigned *__restrict__, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split33Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep7_kernelfjPd(float __par0, unsigned __par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, unsigned, double *))sweep7_kernel)), 0U);}
# 13 "v001706.cu"
void sweep7_kernel( float __cuda_0,unsigned __cuda_1,double *__cuda_2)
# 14 "v001706.cu"
{__device_stub__Z13sweep7_kernelfjPd( __cuda_0,__cuda_1,__cuda_2);
# 24 "v001706.cu"
}
# 1 "v001706.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth15Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))smooth15)), 0U); }
# 26 "v001706.cu"
void smooth15( int *__cuda_0)
# 27 "v001706.cu"
{__device_stub__Z8smooth15Pi( __cuda_0);
# 37 "v001706.cu"
}
# 1 "v001706.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump27PKjPfi( const unsigned *__restrict__ __par0,  float *__par1,  int __par2) {  const unsigned *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, float *, int))bump27)), 0U); }
# 56 "v001706.cu"
void bump27( const unsigned *__restrict__ __cuda_0,float *__cuda_1,int __cuda_2)
# 57 "v001706.cu"
{__device_stub__Z6bump27PKjPfi( __cuda_0,__cuda_1,__cuda_2);
# 65 "v001706.cu"
}
# 1 "v001706.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split33Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))split33)), 0U); }
# 67 "v001706.cu"
void split33( int *__cuda_0)
# 68 "v001706.cu"
{__device_stub__Z7split33Pi( __cuda_0);
# 80 "v001706.cu"
}
# 1 "v001706.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T29) {  __nv_dummy_param_ref(__T29); __nv_save_fatbinhandle_for_managed_rt(__T29); __cudaRegisterEntry(__T29, ((void ( *)(int *))split33), _Z7split33Pi, (-1)); __cudaRegisterEntry(__T29, ((void ( *)(const unsigned *__restrict__, float *, int))bump27), _Z6bump27PKjPfi, (-1)); __cudaRegisterEntry(__T29, ((void ( *)(int *))smooth15), _Z8smooth15Pi, (-1)); __cudaRegisterEntry(__T29, ((void ( *)(float, unsigned, double *))sweep7_kernel), _Z13sweep7_kernelfjPd, (-1)); __cudaRegisterVariable(__T29, __shadow_var(d_warp6,::d_warp6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
