#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001223.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep23Pi(int *);
static void __device_stub__Z14apply13_kernelIlEvPKT_PS0_(const long *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep23Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))sweep23)), 0U);}
# 53 "v001223.cu"
void sweep23( int *__cuda_0)
# 53 "v001223.cu"
{__device_stub__Z7sweep23Pi( __cuda_0);
# 62 "v001223.cu"
}
# 1 "v001223.cudafe1.stub.c"
static void __device_stub__Z14apply13_kernelIlEvPKT_PS0_( const long *__par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, long *))apply13_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply13_kernel<long>( const long *&__cuda_0,long *&__cuda_1){__device_stub__Z14apply13_kernelIlEvPKT_PS0_( (const long *&)__cuda_0,(long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(const long *, long *))apply13_kernel<long> ), _Z14apply13_kernelIlEvPKT_PS0_, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(int *))sweep23), sweep23, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
