#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001655.fatbin.c"
static void __device_stub__Z5sift7PdPi(double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth21_kernelPKl(const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5sift7PdPi(double *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int *))sift7)), 0U);}
# 15 "v001655.cu"
static void sift7( double *__cuda_0,int *__cuda_1)
# 16 "v001655.cu"
{__device_stub__Z5sift7PdPi( __cuda_0,__cuda_1);


}
# 1 "v001655.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth21_kernelPKl( const long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long *))smooth21_kernel)), 0U); }
# 39 "v001655.cu"
void smooth21_kernel( const long *__cuda_0)
# 40 "v001655.cu"
{__device_stub__Z15smooth21_kernelPKl( __cuda_0);
# 46 "v001655.cu"
}
# 1 "v001655.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const long *))smooth21_kernel), _Z15smooth21_kernelPKl, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double *, int *))sift7), _Z5sift7PdPi, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_split20,::m_split20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
