#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001656.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick3iii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally19_kerneljPKii(unsigned, const int *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick3iii(int __par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, int))kick3)), 0U);}
# 15 "v001656.cu"
void kick3( int __cuda_0,int __cuda_1,int __cuda_2)
# 16 "v001656.cu"
{__device_stub__Z5kick3iii( __cuda_0,__cuda_1,__cuda_2);
# 32 "v001656.cu"
}
# 1 "v001656.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally19_kerneljPKii( unsigned __par0,  const int *__restrict__ __par1,  int __par2) {  const int *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *__restrict__, int))tally19_kernel)), 0U); }
# 42 "v001656.cu"
void tally19_kernel( unsigned __cuda_0,const int *__restrict__ __cuda_1,int __cuda_2)
# 43 "v001656.cu"
{__device_stub__Z14tally19_kerneljPKii( __cuda_0,__cuda_1,__cuda_2);
# 52 "v001656.cu"
}
# 1 "v001656.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, const int *__restrict__, int))tally19_kernel), _Z14tally19_kerneljPKii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int, int))kick3), _Z5kick3iii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
