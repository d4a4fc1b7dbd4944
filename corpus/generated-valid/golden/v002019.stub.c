#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002019.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift7PKiPm(const int *, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge14_kerneljPd(unsigned, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift7PKiPm(const int *__par0, size_t *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, size_t *))drift7)), 0U);}
# 14 "v002019.cu"
void drift7( const int *__cuda_0,::size_t *__cuda_1)
# 14 "v002019.cu"
{__device_stub__Z6drift7PKiPm( __cuda_0,__cuda_1);




}
# 1 "v002019.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge14_kerneljPd( unsigned __par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, double *))merge14_kernel)), 0U); }
# 21 "v002019.cu"
void merge14_kernel( unsigned __cuda_0,double *__cuda_1)
# 21 "v002019.cu"
{__device_stub__Z14merge14_kerneljPd( __cuda_0,__cuda_1);
# 32 "v002019.cu"
}
# 1 "v002019.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, double *))merge14_kernel), _Z14merge14_kerneljPd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, size_t *))drift7), _Z6drift7PKiPm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
