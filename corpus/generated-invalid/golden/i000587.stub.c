#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000587.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade27yPKi(unsigned long long, const int *);
static void __device_stub__Z7decay39PKlS0_f(const long *, const long *, real26_t);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12reads_host51Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade27yPKi(unsigned long long __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long long, const int *))shade27)), 0U);}
# 48 "i000587.cu"
void shade27( unsigned long long __cuda_0,const int *__cuda_1)
# 49 "i000587.cu"
{__device_stub__Z7shade27yPKi( __cuda_0,__cuda_1);
# 57 "i000587.cu"
}
# 1 "i000587.cudafe1.stub.c"
static void __device_stub__Z7decay39PKlS0_f( const long *__par0,  const long *__par1,  real26_t __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, const long *, real26_t))decay39)), 0U); }
# 73 "i000587.cu"
static void decay39( const long *__cuda_0,const long *__cuda_1,::real26_t __cuda_2)
# 74 "i000587.cu"
{__device_stub__Z7decay39PKlS0_f( __cuda_0,__cuda_1,__cuda_2);
# 87 "i000587.cu"
}
# 1 "i000587.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12reads_host51Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))reads_host51)), 0U); }
# 89 "i000587.cu"
void reads_host51( int *__cuda_0)
# 90 "i000587.cu"
{__device_stub__Z12reads_host51Pi( __cuda_0);

}
# 1 "i000587.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *))reads_host51), _Z12reads_host51Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *, const long *, real26_t))decay39), _Z7decay39PKlS0_f, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long long, const int *))shade27), _Z7shade27yPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
