#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001727.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick3ijf(int, unsigned, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil22_kernelPa5Cell9(signed char *, struct Cell9&);
static void __device_stub__Z14weigh16_kernelIdLi3EEvPKT_Pi(const double *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick3ijf(int __par0, unsigned __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, unsigned, float))kick3)), 0U);}
# 8 "v001727.cu"
void kick3( int __cuda_0,unsigned __cuda_1,float __cuda_2)
# 8 "v001727.cu"
{__device_stub__Z5kick3ijf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001727.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil22_kernelPa5Cell9( signed char *__par0,  struct Cell9&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(signed char *, struct Cell9))stencil22_kernel)), 0U); }
# 51 "v001727.cu"
void stencil22_kernel( signed char *__cuda_0,struct ::Cell9 __cuda_1)
# 51 "v001727.cu"
{__device_stub__Z16stencil22_kernelPa5Cell9( __cuda_0,__cuda_1);
# 62 "v001727.cu"
}
# 1 "v001727.cudafe1.stub.c"
static void __device_stub__Z14weigh16_kernelIdLi3EEvPKT_Pi( const double *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int *))weigh16_kernel<double, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh16_kernel<double,3>( const double *&__cuda_0,int *&__cuda_1){__device_stub__Z14weigh16_kernelIdLi3EEvPKT_Pi( (const double *&)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const double *, int *))weigh16_kernel<double, (int)3> ), _Z14weigh16_kernelIdLi3EEvPKT_Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(signed char *, struct Cell9))stencil22_kernel), _Z16stencil22_kernelPa5Cell9, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned, float))kick3), _Z5kick3ijf, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_norm14,::m_norm14), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
