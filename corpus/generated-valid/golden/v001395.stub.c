#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001395.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold10iPf(int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace17Pjjif(unsigned *, unsigned, int, float);
static void __device_stub__Z6lerp33IjLi1EEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fold10iPf(int __par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, float *))fold10)), 0U);}
# 20 "v001395.cu"
void fold10( int __cuda_0,float *__cuda_1)
# 20 "v001395.cu"
{__device_stub__Z6fold10iPf( __cuda_0,__cuda_1);
# 30 "v001395.cu"
}
# 1 "v001395.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace17Pjjif( unsigned *__par0,  unsigned __par1,  int __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned, int, float))trace17)), 0U); }
# 32 "v001395.cu"
void trace17( unsigned *__cuda_0,unsigned __cuda_1,int __cuda_2,float __cuda_3)
# 32 "v001395.cu"
{__device_stub__Z7trace17Pjjif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 50 "v001395.cu"
}
# 1 "v001395.cudafe1.stub.c"
static void __device_stub__Z6lerp33IjLi1EEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))lerp33<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp33<unsigned,1>( unsigned &__cuda_0){__device_stub__Z6lerp33IjLi1EEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned))lerp33<unsigned int, (int)1> ), _Z6lerp33IjLi1EEvT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, unsigned, int, float))trace17), _Z7trace17Pjjif, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, float *))fold10), _Z6fold10iPf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_split31,::c_split31), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
