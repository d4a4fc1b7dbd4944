#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "template_policy_functor.fatbin.c"
typedef mini::Plus _ZN4mini4PlusE;
typedef mini::Max _ZN4mini3MaxE;
typedef mini::Saxpy _ZN4mini5SaxpyE;
typedef mini::LoadDirect _ZN4mini10LoadDirectE;
typedef mini::LoadVolatile _ZN4mini12LoadVolatileE;
typedef mini::Square<float>  _ZN4mini6SquareIfEE;
typedef mini::Square<int>  _ZN4mini6SquareIiEE;
static void __device_stub__ZN4mini9transformIfNS_6SquareIfEENS_10LoadDirectEEEvPKT_PS4_iT0_(const float *, float *, int,  _ZN4mini6SquareIfEE&);
static void __device_stub__ZN4mini9transformIiNS_6SquareIiEENS_12LoadVolatileEEEvPKT_PS4_iT0_(const int *, int *, int,  _ZN4mini6SquareIiEE&);
static void __device_stub__ZN4mini3zipINS_5SaxpyEEEvPKfS3_PfiT_(const float *, const float *, float *, int,  _ZN4mini5SaxpyE&);
static void __device_stub__ZN4mini13serial_reduceIfNS_4PlusEEEvPKT_PS2_iS2_T0_(const float *, float *, int, float,  _ZN4mini4PlusE&);
static void __device_stub__ZN4mini13serial_reduceIiNS_3MaxEEEvPKT_PS2_iS2_T0_(const int *, int *, int, int,  _ZN4mini3MaxE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN4mini9transformIfNS_6SquareIfEENS_10LoadDirectEEEvPKT_PS4_iT0_(const float *__par0, float *__par1, int __par2,  _ZN4mini6SquareIfEE&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int,  _ZN4mini6SquareIfEE))mini::transform<float,  ::mini::Square<float> ,  ::mini::LoadDirect> )), 0U);}namespace mini{

template<> __specialization_static void __wrapper__device_stub_transform<float, ::mini::Square<float> , ::mini::LoadDirect>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2, _ZN4mini6SquareIfEE &__cuda_3){__device_stub__ZN4mini9transformIfNS_6SquareIfEENS_10LoadDirectEEEvPKT_PS4_iT0_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,( _ZN4mini6SquareIfEE &)__cuda_3);}}
static void __device_stub__ZN4mini9transformIiNS_6SquareIiEENS_12LoadVolatileEEEvPKT_PS4_iT0_(const int *__par0, int *__par1, int __par2,  _ZN4mini6SquareIiEE&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const int *, int *, int,  _ZN4mini6SquareIiEE))mini::transform<int,  ::mini::Square<int> ,  ::mini::LoadVolatile> )), 0U);}namespace mini{

template<> __specialization_static void __wrapper__device_stub_transform<int, ::mini::Square<int> , ::mini::LoadVolatile>( const int *&__cuda_0,int *&__cuda_1,int &__cuda_2, _ZN4mini6SquareIiEE &__cuda_3){__device_stub__ZN4mini9transformIiNS_6SquareIiEENS_12LoadVolatileEEEvPKT_PS4_iT0_( (const int *&)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2,( _ZN4mini6SquareIiEE &)__cuda_3);}}
static void __device_stub__ZN4mini3zipINS_5SaxpyEEEvPKfS3_PfiT_(const float *__par0, const float *__par1, float *__par2, int __par3,  _ZN4mini5SaxpyE&__par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaSetupArg(__par4, 28UL);__cudaLaunch(((char *)((void ( *)(const float *, const float *, float *, int,  _ZN4mini5SaxpyE))mini::zip< ::mini::Saxpy> )), 0U);}namespace mini{

template<> __specialization_static void __wrapper__device_stub_zip< ::mini::Saxpy>( const float *&__cuda_0,const float *&__cuda_1,float *&__cuda_2,int &__cuda_3, _ZN4mini5SaxpyE &__cuda_4){__device_stub__ZN4mini3zipINS_5SaxpyEEEvPKfS3_PfiT_( (const float *&)__cuda_0,(const float *&)__cuda_1,(float *&)__cuda_2,(int &)__cuda_3,( _ZN4mini5SaxpyE &)__cuda_4);}}
static void __device_stub__ZN4mini13serial_reduceIfNS_4PlusEEEvPKT_PS2_iS2_T0_(const float *__par0, float *__par1, int __par2, float __par3,  _ZN4mini4PlusE&__par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaSetupArg(__par4, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int, float,  _ZN4mini4PlusE))mini::serial_reduce<float,  ::mini::Plus> )), 0U);}namespace mini{

template<> __specialization_static void __wrapper__device_stub_serial_reduce<float, ::mini::Plus>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2,float &__cuda_3, _ZN4mini4PlusE &__cuda_4){__device_stub__ZN4mini13serial_reduceIfNS_4PlusEEEvPKT_PS2_iS2_T0_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,(float &)__cuda_3,( _ZN4mini4PlusE &)__cuda_4);}}
static void __device_stub__ZN4mini13serial_reduceIiNS_3MaxEEEvPKT_PS2_iS2_T0_(const int *__par0, int *__par1, int __par2, int __par3,  _ZN4mini3MaxE&__par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaSetupArg(__par4, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, int *, int, int,  _ZN4mini3MaxE))mini::serial_reduce<int,  ::mini::Max> )), 0U);}namespace mini{

template<> __specialization_static void __wrapper__device_stub_serial_reduce<int, ::mini::Max>( const int *&__cuda_0,int *&__cuda_1,int &__cuda_2,int &__cuda_3, _ZN4mini3MaxE &__cuda_4){__device_stub__ZN4mini13serial_reduceIiNS_3MaxEEEvPKT_PS2_iS2_T0_( (const int *&)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2,(int &)__cuda_3,( _ZN4mini3MaxE &)__cuda_4);}}
static void __nv_cudaEntityRegisterCallback(void **__T6){__nv_dummy_param_ref(__T6);__nv_save_fatbinhandle_for_managed_rt(__T6);__cudaRegisterEntry(__T6, ((void ( *)(const int *, int *, int, int,  _ZN4mini3MaxE))mini::serial_reduce<int,  ::mini::Max> ), _ZN4mini13serial_reduceIiNS_3MaxEEEvPKT_PS2_iS2_T0_, (-1));__cudaRegisterEntry(__T6, ((void ( *)(const float *, float *, int, float,  _ZN4mini4PlusE))mini::serial_reduce<float,  ::mini::Plus> ), _ZN4mini13serial_reduceIfNS_4PlusEEEvPKT_PS2_iS2_T0_, (-1));__cudaRegisterEntry(__T6, ((void ( *)(const float *, const float *, float *, int,  _ZN4mini5SaxpyE))mini::zip< ::mini::Saxpy> ), _ZN4mini3zipINS_5SaxpyEEEvPKfS3_PfiT_, (-1));__cudaRegisterEntry(__T6, ((void ( *)(const int *, int *, int,  _ZN4mini6SquareIiEE))mini::transform<int,  ::mini::Square<int> ,  ::mini::LoadVolatile> ), _ZN4mini9transformIiNS_6SquareIiEENS_12LoadVolatileEEEvPKT_PS4_iT0_, (-1));__cudaRegisterEntry(__T6, ((void ( *)(const float *, float *, int,  _ZN4mini6SquareIfEE))mini::transform<float,  ::mini::Square<float> ,  ::mini::LoadDirect> ), _ZN4mini9transformIfNS_6SquareIfEENS_10LoadDirectEEEvPKT_PS4_iT0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
