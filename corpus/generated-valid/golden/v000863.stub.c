#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000863.fatbin.c"
static void __device_stub__Z13clamp4_kernelj(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile14iPt(int, unsigned short *);
static void __device_stub__Z7pivot22PiPd(int *, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick27_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13clamp4_kernelj(unsigned __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned))clamp4_kernel)), 0U);}
# 9 "v000863.cu"
static void clamp4_kernel( unsigned __cuda_0)
# 9 "v000863.cu"
{__device_stub__Z13clamp4_kernelj( __cuda_0);
# 19 "v000863.cu"
}
# 1 "v000863.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile14iPt( int __par0,  unsigned short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, unsigned short *))tile14)), 0U); }
# 22 "v000863.cu"
void tile14( int __cuda_0,unsigned short *__cuda_1)
# 22 "v000863.cu"
{__device_stub__Z6tile14iPt( __cuda_0,__cuda_1);
# 47 "v000863.cu"
}
# 1 "v000863.cudafe1.stub.c"
static void __device_stub__Z7pivot22PiPd( int *__par0,  double *__restrict__ __par1) {  double *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(int *, double *__restrict__))pivot22)), 0U); }
# 49 "v000863.cu"
static void pivot22( int *__cuda_0,double *__restrict__ __cuda_1)
# 49 "v000863.cu"
{__device_stub__Z7pivot22PiPd( __cuda_0,__cuda_1);
# 57 "v000863.cu"
}
# 1 "v000863.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick27_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))kick27_kernel)), 0U); }
# 59 "v000863.cu"
void kick27_kernel( int __cuda_0)
# 59 "v000863.cu"
{__device_stub__Z13kick27_kerneli( __cuda_0);
# 65 "v000863.cu"
}
# 1 "v000863.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int))kick27_kernel), _Z13kick27_kerneli, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, double *__restrict__))pivot22), _Z7pivot22PiPd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, unsigned short *))tile14), _Z6tile14iPt, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned))clamp4_kernel), _Z13clamp4_kernelj, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_tally3,::m_tally3), 0, 64UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(c_decay32,::c_decay32), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
