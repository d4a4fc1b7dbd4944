#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000620.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil15_kerneliPjPKdPf(int, unsigned *, const double *, float *);
static void __device_stub__Z14shade24_kernelPiPjS0_Ph(int *, unsigned *, unsigned *, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern3214trace37_kernelEi(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil15_kerneliPjPKdPf(int __par0, unsigned *__par1, const double *__par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned *, const double *, float *))stencil15_kernel)), 0U);}
# 34 "v000620.cu"
void stencil15_kernel( int __cuda_0,unsigned *__cuda_1,const double *__cuda_2,float *__cuda_3)
# 34 "v000620.cu"
{__device_stub__Z16stencil15_kerneliPjPKdPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000620.cudafe1.stub.c"
static void __device_stub__Z14shade24_kernelPiPjS0_Ph( int *__par0,  unsigned *__par1,  unsigned *__par2,  unsigned char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned *, unsigned *, unsigned char *))shade24_kernel)), 0U); }
# 41 "v000620.cu"
static void shade24_kernel( int *__cuda_0,unsigned *__cuda_1,unsigned *__cuda_2,unsigned char *__cuda_3)
# 41 "v000620.cu"
{__device_stub__Z14shade24_kernelPiPjS0_Ph( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 53 "v000620.cu"
}
# 1 "v000620.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern3214trace37_kernelEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))kern32::trace37_kernel)), 0U); }
# 67 "v000620.cu"
void kern32::trace37_kernel( int __cuda_0)
# 67 "v000620.cu"
{__device_stub__ZN6kern3214trace37_kernelEi( __cuda_0);
# 76 "v000620.cu"
}
# 1 "v000620.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T18) {  __nv_dummy_param_ref(__T18); __nv_save_fatbinhandle_for_managed_rt(__T18); __cudaRegisterEntry(__T18, ((void ( *)(int))kern32::trace37_kernel), _ZN6kern3214trace37_kernelEi, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(int *, unsigned *, unsigned *, unsigned char *))shade24_kernel), _Z14shade24_kernelPiPjS0_Ph, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(int, unsigned *, const double *, float *))stencil15_kernel), _Z16stencil15_kerneliPjPKdPf, (-1)); __cudaRegisterVariable(__T18, __shadow_var(c_accum23,::c_accum23), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
