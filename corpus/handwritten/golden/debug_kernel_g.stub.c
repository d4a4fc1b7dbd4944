#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "debug_kernel_g.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4stepP4Bodyifff(struct Body *, int, float, float, float);
static void __device_stub__Z10multi_stepILi4EEvP4Bodyi(struct Body *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4stepP4Bodyifff(struct Body *__par0, int __par1, float __par2, float __par3, float __par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaSetupArgSimple(__par4, 20UL);__cudaLaunch(((char *)((void ( *)(struct Body *, int, float, float, float))step)), 0U);}
# 10 "debug_kernel_g.cu"
void step( struct ::Body *__cuda_0,int __cuda_1,float __cuda_2,float __cuda_3,float __cuda_4)
# 11 "debug_kernel_g.cu"
{__device_stub__Z4stepP4Bodyifff( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4);
# 20 "debug_kernel_g.cu"
}
# 1 "debug_kernel_g.cudafe1.stub.c"
static void __device_stub__Z10multi_stepILi4EEvP4Bodyi( struct Body *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(struct Body *, int))multi_step<(int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_multi_step<4>( struct ::Body *&__cuda_0,int &__cuda_1){__device_stub__Z10multi_stepILi4EEvP4Bodyi( (struct ::Body *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(struct Body *, int))multi_step<(int)4> ), _Z10multi_stepILi4EEvP4Bodyi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(struct Body *, int, float, float, float))step), _Z4stepP4Bodyifff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
