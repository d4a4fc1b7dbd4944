#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002113.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bump14Pji(unsigned *, int);
static void __device_stub__Z6relax5IlLi7EEvT_PiPS0_(long, int *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bump14Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_bump14)), 0U);}
# 25 "v002113.cu"
void map_bump14( unsigned *__cuda_0,int __cuda_1)
# 25 "v002113.cu"
{__device_stub__Z10map_bump14Pji( __cuda_0,__cuda_1); }
# 1 "v002113.cudafe1.stub.c"
static void __device_stub__Z6relax5IlLi7EEvT_PiPS0_( long __par0,  int *__par1,  long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long, int *, long *))relax5<long, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax5<long,7>( long &__cuda_0,int *&__cuda_1,long *&__cuda_2){__device_stub__Z6relax5IlLi7EEvT_PiPS0_( (long &)__cuda_0,(int *&)__cuda_1,(long *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long, int *, long *))relax5<long, (int)7> ), _Z6relax5IlLi7EEvT_PiPS0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int))map_bump14), _Z10map_bump14Pji, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_scale4,::c_scale4), 0, 32UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(d_lerp12,::d_lerp12), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
