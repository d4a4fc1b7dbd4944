#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001489.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split12_kernelPji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth34mi(unsigned long, int);
static void __device_stub__Z14probe29_kernelIfLi2EEvPKT_(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split12_kernelPji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))split12_kernel)), 0U);}
# 15 "v001489.cu"
void split12_kernel( unsigned *__cuda_0,int __cuda_1)
# 15 "v001489.cu"
{__device_stub__Z14split12_kernelPji( __cuda_0,__cuda_1);
# 24 "v001489.cu"
}
# 1 "v001489.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth34mi( unsigned long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long, int))smooth34)), 0U); }
# 66 "v001489.cu"
void smooth34( unsigned long __cuda_0,int __cuda_1)
# 66 "v001489.cu"
{__device_stub__Z8smooth34mi( __cuda_0,__cuda_1);




}
# 1 "v001489.cudafe1.stub.c"
static void __device_stub__Z14probe29_kernelIfLi2EEvPKT_( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))probe29_kernel<float, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_probe29_kernel<float,2>( const float *&__cuda_0){__device_stub__Z14probe29_kernelIfLi2EEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T25) {  __nv_dummy_param_ref(__T25); __nv_save_fatbinhandle_for_managed_rt(__T25); __cudaRegisterEntry(__T25, ((void ( *)(const float *))probe29_kernel<float, (int)2> ), _Z14probe29_kernelIfLi2EEvPKT_, (-1)); __cudaRegisterEntry(__T25, ((void ( *)(unsigned long, int))smooth34), _Z8smooth34mi, (-1)); __cudaRegisterEntry(__T25, ((void ( *)(unsigned *, int))split12_kernel), _Z14split12_kernelPji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
