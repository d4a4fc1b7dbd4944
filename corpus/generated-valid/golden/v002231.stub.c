#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002231.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update5_kernelPKiPKtS0_(const int *__restrict__, const unsigned short *__restrict__, const int *);
static void __device_stub__Z16combine14_kernelPc(char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update5_kernelPKiPKtS0_(const int *__restrict__ __par0, const unsigned short *__restrict__ __par1, const int *__par2){ const int *__T0;
 const unsigned short *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, const unsigned short *__restrict__, const int *))update5_kernel)), 0U);}
# 22 "v002231.cu"
void update5_kernel( const int *__restrict__ __cuda_0,const unsigned short *__restrict__ __cuda_1,const int *__cuda_2)
# 23 "v002231.cu"
{__device_stub__Z14update5_kernelPKiPKtS0_( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002231.cudafe1.stub.c"
static void __device_stub__Z16combine14_kernelPc( char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char *))combine14_kernel)), 0U); }
# 44 "v002231.cu"
static void combine14_kernel( char *__cuda_0)
# 45 "v002231.cu"
{__device_stub__Z16combine14_kernelPc( __cuda_0);
# 52 "v002231.cu"
}
# 1 "v002231.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(char *))combine14_kernel), _Z16combine14_kernelPc, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, const unsigned short *__restrict__, const int *))update5_kernel), _Z14update5_kernelPKiPKtS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
