#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000617.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step17Pj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot22PiPKiii(int *, const int *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread30_kernelfiPKi(float, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step17Pj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))step17)), 0U);}
# 35 "v000617.cu"
void step17( unsigned *__cuda_0)
# 35 "v000617.cu"
{__device_stub__Z6step17Pj( __cuda_0);
# 41 "v000617.cu"
}
# 1 "v000617.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot22PiPKiii( int *__par0,  const int *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, int, int))pivot22)), 0U); }
# 44 "v000617.cu"
void pivot22( int *__cuda_0,const int *__cuda_1,int __cuda_2,int __cuda_3)
# 44 "v000617.cu"
{__device_stub__Z7pivot22PiPKiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 59 "v000617.cu"
}
# 1 "v000617.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread30_kernelfiPKi( float __par0,  int __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, int, const int *))spread30_kernel)), 0U); }
# 61 "v000617.cu"
void spread30_kernel( float __cuda_0,int __cuda_1,const int *__cuda_2)
# 61 "v000617.cu"
{__device_stub__Z15spread30_kernelfiPKi( __cuda_0,__cuda_1,__cuda_2);
# 69 "v000617.cu"
}
# 1 "v000617.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, int, const int *))spread30_kernel), _Z15spread30_kernelfiPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, const int *, int, int))pivot22), _Z7pivot22PiPKiii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *))step17), _Z6step17Pj, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_norm9,::m_norm9), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
