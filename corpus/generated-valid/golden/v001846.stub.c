#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001846.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally24_kernelPmPjPd(size_t *, unsigned *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix35Pii(int *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally24_kernelPmPjPd(size_t *__par0, unsigned *__par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(size_t *, unsigned *, double *))tally24_kernel)), 0U);}
# 36 "v001846.cu"
void tally24_kernel( ::size_t *__cuda_0,unsigned *__cuda_1,double *__cuda_2)
# 36 "v001846.cu"
{__device_stub__Z14tally24_kernelPmPjPd( __cuda_0,__cuda_1,__cuda_2);
# 44 "v001846.cu"
}
# 1 "v001846.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix35Pii( int *__restrict__ __par0,  int __par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int))mix35)), 0U); }
# 47 "v001846.cu"
void mix35( int *__restrict__ __cuda_0,int __cuda_1)
# 47 "v001846.cu"
{__device_stub__Z5mix35Pii( __cuda_0,__cuda_1);
# 58 "v001846.cu"
}
# 1 "v001846.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(int *__restrict__, int))mix35), _Z5mix35Pii, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(size_t *, unsigned *, double *))tally24_kernel), _Z14tally24_kernelPmPjPd, (-1)); __cudaRegisterVariable(__T11, __shadow_var(c_tile44,::c_tile44), 0, 4UL, 1, 0); __cudaRegisterVariable(__T11, __shadow_var(c_fold45,::c_fold45), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
