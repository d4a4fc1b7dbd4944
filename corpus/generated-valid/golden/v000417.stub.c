#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000417.fatbin.c"
static void __device_stub__Z7blend11jPjPd(unsigned, unsigned *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil20_kernelPdPiS0_i(double *, int *, idx6_t *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7blend11jPjPd(unsigned __par0, unsigned *__par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, unsigned *, double *))blend11)), 0U);}
# 27 "v000417.cu"
static void blend11( unsigned __cuda_0,unsigned *__cuda_1,double *__cuda_2)
# 27 "v000417.cu"
{__device_stub__Z7blend11jPjPd( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000417.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil20_kernelPdPiS0_i( double *__par0,  int *__par1,  idx6_t *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, int *, idx6_t *, int))stencil20_kernel)), 0U); }
# 41 "v000417.cu"
void stencil20_kernel( double *__cuda_0,int *__cuda_1,::idx6_t *__cuda_2,int __cuda_3)
# 41 "v000417.cu"
{__device_stub__Z16stencil20_kernelPdPiS0_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v000417.cu"
}
# 1 "v000417.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *, int *, idx6_t *, int))stencil20_kernel), _Z16stencil20_kernelPdPiS0_i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, unsigned *, double *))blend11), _Z7blend11jPjPd, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_split27,::c_split27), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
