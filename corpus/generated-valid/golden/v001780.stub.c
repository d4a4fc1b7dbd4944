#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001780.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12pack6_kernelPd(double *);
static void __device_stub__Z7weigh20i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix395Kind3Pfa(enum Kind3, float *, signed char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12pack6_kernelPd(double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double *))pack6_kernel)), 0U);}
# 9 "v001780.cu"
void pack6_kernel( double *__cuda_0)
# 10 "v001780.cu"
{__device_stub__Z12pack6_kernelPd( __cuda_0);


}
# 1 "v001780.cudafe1.stub.c"
static void __device_stub__Z7weigh20i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))weigh20)), 0U); }
# 18 "v001780.cu"
static void weigh20( int __cuda_0)
# 19 "v001780.cu"
{__device_stub__Z7weigh20i( __cuda_0);
# 35 "v001780.cu"
}
# 1 "v001780.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix395Kind3Pfa( enum Kind3 __par0,  float *__par1,  signed char __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(enum Kind3, float *, signed char))mix39)), 0U); }
# 60 "v001780.cu"
void mix39( enum ::Kind3 __cuda_0,float *__cuda_1,signed char __cuda_2)
# 61 "v001780.cu"
{__device_stub__Z5mix395Kind3Pfa( __cuda_0,__cuda_1,__cuda_2);
# 73 "v001780.cu"
}
# 1 "v001780.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(enum Kind3, float *, signed char))mix39), _Z5mix395Kind3Pfa, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))weigh20), _Z7weigh20i, 256); __cudaRegisterEntry(__T0, ((void ( *)(double *))pack6_kernel), _Z12pack6_kernelPd, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_split10,::d_split10), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
