#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001377.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally14_kernelPKhPiPKdPKi(const unsigned char *, int *__restrict__, const double *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally14_kernelPKhPiPKdPKi(const unsigned char *__par0, int *__restrict__ __par1, const double *__par2, const int *__par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *, int *__restrict__, const double *, const int *))tally14_kernel)), 0U);}
# 36 "v001377.cu"
void tally14_kernel( const unsigned char *__cuda_0,int *__restrict__ __cuda_1,const double *__cuda_2,const int *__cuda_3)
# 36 "v001377.cu"
{__device_stub__Z14tally14_kernelPKhPiPKdPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v001377.cu"
}
# 1 "v001377.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned char *, int *__restrict__, const double *, const int *))tally14_kernel), tally14_kernel, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_spread6,::d_spread6), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
