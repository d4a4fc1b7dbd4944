#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001772.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep11_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter27Pc(char *__restrict__);
static void __device_stub__Z15smooth45_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep11_kernelPKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))sweep11_kernel)), 0U);}
# 23 "v001772.cu"
void sweep11_kernel( const float *__cuda_0)
# 23 "v001772.cu"
{__device_stub__Z14sweep11_kernelPKf( __cuda_0);



}
# 1 "v001772.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter27Pc( char *__restrict__ __par0) {  char *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(char *__restrict__))scatter27)), 0U); }
# 47 "v001772.cu"
void scatter27( char *__restrict__ __cuda_0)
# 47 "v001772.cu"
{__device_stub__Z9scatter27Pc( __cuda_0);
# 54 "v001772.cu"
}
# 1 "v001772.cudafe1.stub.c"
static void __device_stub__Z15smooth45_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))smooth45_kernel)), 0U); }
# 93 "v001772.cu"
static void smooth45_kernel( int __cuda_0)
# 93 "v001772.cu"
{__device_stub__Z15smooth45_kerneli( __cuda_0);


}
# 1 "v001772.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))smooth45_kernel), _Z15smooth45_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(char *__restrict__))scatter27), _Z9scatter27Pc, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *))sweep11_kernel), _Z14sweep11_kernelPKf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_fuse10,::d_fuse10), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_smooth13,::c_smooth13), 0, 1UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_blend14,::d_blend14), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
