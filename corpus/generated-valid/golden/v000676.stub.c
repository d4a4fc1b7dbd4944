#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000676.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_weigh7Pii(int *, int);
static void __device_stub__Z14scale16_kernelPd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh20f(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_weigh7Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_weigh7)), 0U);}
# 20 "v000676.cu"
void map_weigh7( int *__cuda_0,int __cuda_1)
# 20 "v000676.cu"
{__device_stub__Z10map_weigh7Pii( __cuda_0,__cuda_1); }
# 1 "v000676.cudafe1.stub.c"
static void __device_stub__Z14scale16_kernelPd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))scale16_kernel)), 0U); }
# 36 "v000676.cu"
static void scale16_kernel( double *__cuda_0)
# 36 "v000676.cu"
{__device_stub__Z14scale16_kernelPd( __cuda_0);



}
# 1 "v000676.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh20f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))weigh20)), 0U); }
# 41 "v000676.cu"
void weigh20( float __cuda_0)
# 41 "v000676.cu"
{__device_stub__Z7weigh20f( __cuda_0);
# 62 "v000676.cu"
}
# 1 "v000676.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float))weigh20), _Z7weigh20f, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *))scale16_kernel), _Z14scale16_kernelPd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, int))map_weigh7), _Z10map_weigh7Pii, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_mix8,::m_mix8), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
