#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001298.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fuse2PiS_xPl(int *, int *, long long, long *);
static void __device_stub__Z9scatter25IjLi7EEvT_i(unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fuse2PiS_xPl(int *__par0, int *__par1, long long __par2, long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int *, long long, long *))fuse2)), 0U);}
# 7 "v001298.cu"
void fuse2( int *__cuda_0,int *__cuda_1,long long __cuda_2,long *__cuda_3)
# 8 "v001298.cu"
{__device_stub__Z5fuse2PiS_xPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 14 "v001298.cu"
}
# 1 "v001298.cudafe1.stub.c"
static void __device_stub__Z9scatter25IjLi7EEvT_i( unsigned __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, int))scatter25<unsigned int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter25<unsigned,7>( unsigned &__cuda_0,int &__cuda_1){__device_stub__Z9scatter25IjLi7EEvT_i( (unsigned &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, int))scatter25<unsigned int, (int)7> ), _Z9scatter25IjLi7EEvT_i, 256); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *, long long, long *))fuse2), _Z5fuse2PiS_xPl, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_grow9,::m_grow9), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
