#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001617.fatbin.c"
static void __device_stub__Z8filter22Pii(int *, int);
static void __device_stub__Z7scale35IlLi8EEvPKT_i(const long *, int);
static void __device_stub__Z7drift16IlLi4EEvPKT_i(const long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8filter22Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))filter22)), 0U);}
# 62 "v001617.cu"
static void filter22( int *__cuda_0,int __cuda_1)
# 63 "v001617.cu"
{__device_stub__Z8filter22Pii( __cuda_0,__cuda_1);
# 72 "v001617.cu"
}
# 1 "v001617.cudafe1.stub.c"
static void __device_stub__Z7scale35IlLi8EEvPKT_i( const long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, int))scale35<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale35<long,8>( const long *&__cuda_0,int &__cuda_1){__device_stub__Z7scale35IlLi8EEvPKT_i( (const long *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z7drift16IlLi4EEvPKT_i( const long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, int))drift16<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift16<long,4>( const long *&__cuda_0,int &__cuda_1){__device_stub__Z7drift16IlLi4EEvPKT_i( (const long *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long *, int))drift16<long, (int)4> ), _Z7drift16IlLi4EEvPKT_i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *, int))scale35<long, (int)8> ), _Z7scale35IlLi8EEvPKT_i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))filter22), _Z8filter22Pii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_fuse5,::d_fuse5), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
