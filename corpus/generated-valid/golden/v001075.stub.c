#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001075.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply13_kernelPKfi(const float *, int);
static void __device_stub__Z6warp21IiLi6EEvT_(int);
static void __device_stub__Z7score27IjLi2EEvPKT_fPl(const unsigned *, float, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14apply13_kernelPKfi(const float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, int))apply13_kernel)), 0U);}
# 32 "v001075.cu"
void apply13_kernel( const float *__cuda_0,int __cuda_1)
# 33 "v001075.cu"
{__device_stub__Z14apply13_kernelPKfi( __cuda_0,__cuda_1);
# 42 "v001075.cu"
}
# 1 "v001075.cudafe1.stub.c"
static void __device_stub__Z6warp21IiLi6EEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))warp21<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp21<int,6>( int &__cuda_0){__device_stub__Z6warp21IiLi6EEvT_( (int &)__cuda_0);}
static void __device_stub__Z7score27IjLi2EEvPKT_fPl( const unsigned *__par0,  float __par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float, long *))score27<unsigned int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score27<unsigned,2>( const unsigned *&__cuda_0,float &__cuda_1,long *&__cuda_2){__device_stub__Z7score27IjLi2EEvPKT_fPl( (const unsigned *&)__cuda_0,(float &)__cuda_1,(long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, float, long *))score27<unsigned int, (int)2> ), _Z7score27IjLi2EEvPKT_fPl, 1024); __cudaRegisterEntry(__T3, ((void ( *)(int))warp21<int, (int)6> ), _Z6warp21IiLi6EEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int))apply13_kernel), _Z14apply13_kernelPKfi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_score20,::d_score20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
