#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000312.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix3iii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift9_kernelliaPd(long, int, signed char, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4mix3iii(int __par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, int))mix3)), 0U);}
# 11 "v000312.cu"
void mix3( int __cuda_0,int __cuda_1,int __cuda_2)
# 11 "v000312.cu"
{__device_stub__Z4mix3iii( __cuda_0,__cuda_1,__cuda_2);
# 25 "v000312.cu"
}
# 1 "v000312.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13drift9_kernelliaPd( long __par0,  int __par1,  signed char __par2,  double *__restrict__ __par3) {  double *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(long, int, signed char, double *__restrict__))drift9_kernel)), 0U); }
# 28 "v000312.cu"
void drift9_kernel( long __cuda_0,int __cuda_1,signed char __cuda_2,double *__restrict__ __cuda_3)
# 28 "v000312.cu"
{__device_stub__Z13drift9_kernelliaPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v000312.cu"
}
# 1 "v000312.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long, int, signed char, double *__restrict__))drift9_kernel), _Z13drift9_kernelliaPd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, int))mix3), _Z4mix3iii, 64); __cudaRegisterVariable(__T5, __shadow_var(c_shade2,::c_shade2), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
