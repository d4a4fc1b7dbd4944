#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000948.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay16_kernelPKhPiPKxPj(const unsigned char *__restrict__, int *, const long long *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay16_kernelPKhPiPKxPj(const unsigned char *__restrict__ __par0, int *__par1, const long long *__par2, unsigned *__par3){ const unsigned char *__T1;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *__restrict__, int *, const long long *, unsigned *))decay16_kernel)), 0U);}
# 40 "v000948.cu"
void decay16_kernel( const unsigned char *__restrict__ __cuda_0,int *__cuda_1,const long long *__cuda_2,unsigned *__cuda_3)
# 40 "v000948.cu"
{__device_stub__Z14decay16_kernelPKhPiPKxPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 50 "v000948.cu"
}
# 1 "v000948.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const unsigned char *__restrict__, int *, const long long *, unsigned *))decay16_kernel), _Z14decay16_kernelPKhPiPKxPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
